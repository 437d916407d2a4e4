import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

/**
 * Issue 20 §5: the Kustomize overlays, rendered by `kubectl kustomize` as CI does, hold what a
 * rolling deploy on a working day needs. Reads the rendered objects, not the source files.
 */
const root = path.resolve(import.meta.dirname, '../..');
const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

// biome-ignore lint/suspicious/noExplicitAny: rendered Kubernetes objects, checked field by field below
type K8sObject = any;

function render(overlay: string): K8sObject[] {
  const result = spawnSync('kubectl', ['kustomize', path.join(root, 'deploy/k8s/overlays', overlay)], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`kubectl kustomize ${overlay} failed: ${result.stderr}`);
  return parseAllDocuments(result.stdout).map((d) => d.toJS());
}

function one(objects: K8sObject[], kind: string, name: string): K8sObject {
  // Generated ConfigMaps and Secrets carry a hash of their content after the name.
  const named = new RegExp(`^${name}(-[a-z0-9]{10})?$`);
  const found = objects.filter((o) => o.kind === kind && named.test(o.metadata.name));
  expect(found, `${kind} ${name}`).toHaveLength(1);
  return found[0];
}

function matches(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.entries(selector).every(([k, v]) => labels[k] === v);
}

describe.skipIf(!kubectl)('Kubernetes manifests', () => {
  describe.each([
    { overlay: 'production', namespace: 'portal', minReplicas: 4, host: 'portal.example' },
    { overlay: 'demo', namespace: 'portal-demo', minReplicas: 2, host: 'demo.portal.example' },
  ])('$overlay', ({ overlay, namespace, minReplicas, host }) => {
    const objects = render(overlay);
    const deployment = one(objects, 'Deployment', 'portal');
    const pod = deployment.spec.template.spec;
    const container = pod.containers[0];

    it('runs several replicas in its namespace, rolling one new pod in before an old one goes', () => {
      for (const o of objects) expect(o.metadata.namespace, `${o.kind} ${o.metadata.name}`).toBe(namespace);
      expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
      expect(deployment.spec.strategy.rollingUpdate).toEqual({ maxSurge: 1, maxUnavailable: 0 });
    });

    it('probes readiness on /readyz and liveness on /healthz, and waits before SIGTERM', () => {
      expect(container.readinessProbe.httpGet.path).toBe('/readyz');
      expect(container.livenessProbe.httpGet.path).toBe('/healthz');
      expect(container.readinessProbe.periodSeconds).toBeLessThanOrEqual(5);
      expect(container.lifecycle.preStop.exec.command).toEqual(
        expect.arrayContaining([expect.stringMatching(/setTimeout/)]),
      );
      const config = one(objects, 'ConfigMap', 'portal-config').data;
      const preStopSeconds = 5;
      const drainSeconds = Number(config.PORTAL_DRAIN_DELAY_MS) / 1000;
      const graceSeconds = Number(config.PORTAL_SHUTDOWN_GRACE_MS) / 1000;
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStopSeconds + drainSeconds + graceSeconds);
    });

    it('runs as a user without privileges on a read-only root file system, writing only to volumes', () => {
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 10001 });
      expect(pod.securityContext.runAsUser).not.toBe(0);
      expect(container.securityContext).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
      });
      const mounted = container.volumeMounts.map((m: K8sObject) => m.mountPath).sort();
      expect(mounted).toEqual(['/tmp', '/var/lib/portal']);
      expect(container.resources.requests.cpu).toBeTruthy();
      expect(container.resources.limits.memory).toBeTruthy();
    });

    it('keeps pods through disruptions and scales on CPU', () => {
      const pdb = one(objects, 'PodDisruptionBudget', 'portal');
      expect(pdb.spec.maxUnavailable).toBe(1);
      expect(matches(pdb.spec.selector.matchLabels, deployment.spec.template.metadata.labels)).toBe(true);
      const hpa = one(objects, 'HorizontalPodAutoscaler', 'portal');
      expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
      expect(hpa.spec.minReplicas).toBe(minReplicas);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      expect(deployment.spec.replicas).toBe(minReplicas);
    });

    it('serves every brand host through the ingress to the service and the pods', () => {
      const service = one(objects, 'Service', 'portal');
      expect(matches(service.spec.selector, deployment.spec.template.metadata.labels)).toBe(true);
      const ingress = one(objects, 'Ingress', 'portal');
      const hosts = ingress.spec.rules.map((r: K8sObject) => r.host);
      expect(hosts).toEqual([host, `*.${host}`]);
      for (const rule of ingress.spec.rules) {
        expect(rule.http.paths[0].backend.service.name).toBe(service.metadata.name);
      }
      const origins = one(objects, 'ConfigMap', 'portal-config').data.PORTAL_ORIGINS.split(',');
      expect(origins).toHaveLength(9);
      for (const origin of origins) {
        const hostname = new URL(origin).hostname;
        expect(hostname === host || hostname.endsWith(`.${host}`), origin).toBe(true);
      }
    });

    it('migrates in a Job with the same image, configuration and restrictions', () => {
      const job = one(objects, 'Job', 'portal-migrate');
      const migrate = job.spec.template.spec.containers[0];
      expect(migrate.image).toBe(container.image);
      expect(migrate.args).toEqual(['apps/server/dist/cli.js', 'db:migrate']);
      expect(migrate.envFrom).toEqual(container.envFrom);
      expect(migrate.securityContext.readOnlyRootFilesystem).toBe(true);
      expect(job.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
    });
  });

  it('production keeps secrets out of git and runs the released image without demo accounts', () => {
    const objects = render('production');
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    const container = one(objects, 'Deployment', 'portal').spec.template.spec.containers[0];
    expect(container.image).toMatch(/^registry\.example\.com\/group\/portal:\d/);
    expect(container.envFrom.map((e: K8sObject) => e.secretRef?.name).filter(Boolean)).toEqual(['portal-secrets']);
    const config = one(objects, 'ConfigMap', 'portal-config').data;
    expect(config).toMatchObject({ NODE_ENV: 'production', PORTAL_DEMO_ACCOUNTS: 'off', PORTAL_TRUST_PROXY: 'true' });
  });

  it('the demo brings its own database and a master key of 32 bytes', () => {
    const objects = render('demo');
    one(objects, 'StatefulSet', 'portal-postgres');
    const secret = one(objects, 'Secret', 'portal-secrets');
    const key = Buffer.from(Buffer.from(secret.data.PORTAL_MASTER_KEY, 'base64').toString(), 'base64');
    expect(key).toHaveLength(32);
    const config = one(objects, 'ConfigMap', 'portal-config').data;
    expect(config.PORTAL_DEMO_ACCOUNTS).toBe('on');
  });
});
