import { NODE_DEPLOYABLES } from './support/deployables';
import { documentedEnv, readEnv } from './support/env-sources';
import { containers, deployments, nameOf, secrets, services } from './support/objects';
import { render } from './support/render';
import { configuredEnv } from './support/workload-checks';

/** Variables left unset on purpose, and why (k8s/README.md 'Environment'). */
const UNSET: Record<string, string> = {
  SEED_PASSWORD: 'read by the seed scripts, not by the running service',
  VAPID_PUBLIC_KEY: 'optional: without it identity generates a key pair once and keeps it in its database',
  VAPID_PRIVATE_KEY: 'optional, as VAPID_PUBLIC_KEY',
  STRIPE_API_HOST: 'only for a Stripe stand-in in tests',
  STRIPE_API_PORT: 'only for a Stripe stand-in in tests',
  STRIPE_API_PROTOCOL: 'only for a Stripe stand-in in tests',
  ALLOW_EMBEDDED_PAYMENTS: 'a local demo only; a cluster takes real Stripe keys from billing-secrets',
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'OTEL_EXPORTER_OTLP_ENDPOINT is set instead',
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'OTEL_EXPORTER_OTLP_PROTOCOL is set instead',
  KEYCLOAK_INTERNAL_URL: 'the realm is reached at its public KEYCLOAK_URL from the cluster too',
  OTEL_SDK_DISABLED: 'OTEL_TRACES_EXPORTER=none switches tracing off instead',
};

const secretKeys = new Map(secrets(render('placeholder-secrets')).map((s) => [nameOf(s), Object.keys(s.stringData ?? {})]));

describe.each(['overlays/dev', 'overlays/prod'])('environment in %s', (dir) => {
  const objects = render(dir);

  it.each(NODE_DEPLOYABLES.map((d) => d.name))('%s gets every variable its README documents and its code reads', (name) => {
    const d = deployments(objects).find((x) => nameOf(x) === name);
    if (!d) throw new Error(`no Deployment ${name}`);
    const provided = new Set([
      ...configuredEnv(objects, d).keys(),
      ...containers(d).flatMap((c) => (c.envFrom ?? []).flatMap((s) => secretKeys.get(s.secretRef?.name ?? '') ?? [])),
    ]);
    const wanted = [...new Set([...documentedEnv(name), ...readEnv(name)])];
    // A README or source the parsing no longer understands must not pass as 'nothing wanted'.
    expect(wanted).toEqual(expect.arrayContaining(['PORT', 'NODE_ENV', 'INTERNAL_SIGNING_KEY', 'KAFKA_BROKERS', 'OTEL_TRACES_EXPORTER']));
    expect(wanted.filter((v) => !provided.has(v) && !(v in UNSET))).toEqual([]);
    expect(configuredEnv(objects, d).get('PORT')).toBe(String(NODE_DEPLOYABLES.find((x) => x.name === name)?.port));
  });

  it('addresses in-cluster services by Service names and ports that exist', () => {
    const urls = NODE_DEPLOYABLES.flatMap(({ name }) => {
      const d = deployments(objects).find((x) => nameOf(x) === name);
      return d ? [...configuredEnv(objects, d).values()] : [];
    }).flatMap((value) => value.split(','));
    const local = urls.map((u) => /^(?:https?:\/\/)?([a-z][a-z0-9-]*):(\d+)(?:\/|$)/.exec(u)).filter((m) => m !== null);
    expect(local.length).toBeGreaterThanOrEqual(8);
    for (const [, host, port] of local) {
      const service = services(objects).find((s) => nameOf(s) === host);
      expect({ host, port, exists: service?.spec?.ports?.some((p) => p.port === Number(port)) ?? false }).toEqual({
        host,
        port,
        exists: true,
      });
    }
  });
});
