import { loadCompose, services, withDefaults } from './support/compose';
import { deployables, startScriptPort } from './support/deployables';

// Every port is written once, in packages/service-kit/src/http/ports.json (deployables() reads it);
// what cannot import it (a front end's shell default, compose's YAML) is held to it here; the rest of
// docker/test compares compose and the Dockerfiles with deployables(), k8s/test the manifests.
const table = new Map(deployables().map((d) => [d.name, d.devPort]));

describe('the one port table', () => {
  it.each(deployables().filter((d) => d.kind === 'web'))("$name's start script defaults to its port in the table ($devPort)", (d) => {
    expect(startScriptPort(d.dir)).toBe(d.devPort);
  });

  it("compose reaches each server at the table's port", () => {
    const urls = services(loadCompose())
      .flatMap(([, s]) => Object.values(s.environment ?? {}))
      .flatMap((value) => [...withDefaults(String(value)).matchAll(/https?:\/\/([a-z][a-z0-9-]*):(\d+)/g)]);
    const servers = urls.filter(([, host]) => table.has(host ?? ''));
    expect(servers.length).toBeGreaterThanOrEqual(8);
    for (const [url, host, port] of servers) expect({ url, port: Number(port) }).toEqual({ url, port: table.get(host ?? '') });
  });
});
