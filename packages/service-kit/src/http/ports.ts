import ports from './ports.json';

export type DeployableName =
  'gateway' | 'identity' | 'kitchen' | 'catalog' | 'recipe' | 'billing' | 'shell' | 'mfe-auth' | 'mfe-superadmin' | 'mfe-kitchen';

/**
 * The port each deployable listens on by default: `npm start`, each image's PORT and EXPOSE, and
 * what compose and k8s publish. ports.json is the one place a port is written, so a script or a
 * test that cannot import TypeScript reads the same file; docker/test and k8s/test hold the YAML
 * (which cannot import it) to it. The names are spelled here too so that tsc fails on a missing one.
 */
export const PORTS: Readonly<Record<DeployableName, number>> = ports;
