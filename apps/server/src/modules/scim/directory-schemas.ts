import { uuid } from '@portal/contracts';
import { z } from 'zod';

/** What an administrator gives to connect a directory. */
export const directoryInput = z
  .object({
    name: z.string().trim().min(1).max(200),
    /** The issuer whose tokens the directory's users will sign in with; the portal's first when left out. */
    issuer: z.url().max(1024).optional(),
    /** Group display name → portal role name; groups not named map to the role of their own name. */
    roleMapping: z.record(z.string().trim().min(1).max(256), z.string().trim().min(1).max(256)).default({}),
  })
  .strict();
export type DirectoryInput = z.infer<typeof directoryInput>;

export const directorySchema = z.object({
  id: uuid,
  name: z.string(),
  issuer: z.string(),
  roleMapping: z.record(z.string(), z.string()),
  tokenActive: z.boolean(),
  tokenIssuedAt: z.string().nullable(),
  scimUrl: z.string(),
  createdAt: z.string(),
});

/** The answer that carries a new token: the only time it is shown. */
export const directoryWithToken = z.object({ directory: directorySchema, token: z.string() });
