import { ScimError as PatchError, type ScimPatchOperation, type ScimResource, scimPatch } from 'scim-patch';
import { ScimError, type ScimType } from './errors';
import type { ScimPatchInput } from './schemas';

type Operation = ScimPatchInput['Operations'][number];

/**
 * Applies a PatchOp (RFC 7644 §3.5.2) with scim-patch to the resource as a directory could write it
 * back, and returns the result for the same validation a PUT gets. What Entra ID and Okta send
 * is read too: operation names in any case, a path-less value whose keys are paths
 * (`{"name.givenName": "…"}`, the enterprise extension's URN), and removing a member that is
 * already gone (no change instead of an error, so a retried request stays harmless).
 */
export function applyPatch(
  resource: Record<string, unknown> & { schemas: string[] },
  operations: readonly Operation[],
): Record<string, unknown> {
  // scim-patch expects meta; it is the portal's to set, never the directory's.
  let current: ScimResource = {
    ...structuredClone(resource),
    meta: { created: new Date(0), lastModified: new Date(0) },
  };
  for (const operation of operations.flatMap(expand)) {
    try {
      current = scimPatch(current, [operation], { mutateDocument: false, treatMissingAsAdd: true });
    } catch (error) {
      if (!(error instanceof PatchError)) throw error;
      if (operation.op === 'remove' && /target|not found/i.test(error.message)) continue;
      throw new ScimError(400, error.message.slice(0, 300), scimTypeOf(error));
    }
  }
  const { meta: _meta, ...patched } = current;
  return patched;
}

/** A path-less add or replace whose keys name sub-attributes or extension attributes becomes one operation per key. */
function expand(operation: Operation): ScimPatchOperation[] {
  const { op, path, value } = operation;
  if (op === 'remove') {
    if (!path) throw new ScimError(400, 'a remove operation needs a path', 'noTarget');
    return [value === undefined ? { op, path } : { op, path, value }];
  }
  if (path !== undefined) return [{ op, path, value }];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ScimError(400, 'an operation without a path needs an object value', 'invalidValue');
  }
  const plain: Record<string, unknown> = {};
  const pathed: ScimPatchOperation[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (/[.[]/.test(key) || key.startsWith('urn:')) pathed.push({ op, path: key, value: v });
    else plain[key] = v;
  }
  return [...(Object.keys(plain).length > 0 ? [{ op, value: plain }] : []), ...pathed];
}

const KNOWN: readonly ScimType[] = [
  'invalidFilter',
  'invalidSyntax',
  'invalidPath',
  'noTarget',
  'invalidValue',
  'mutability',
];

function scimTypeOf(error: PatchError): ScimType {
  const code = error.scimCode as ScimType | undefined;
  return code && KNOWN.includes(code) ? code : 'invalidValue';
}
