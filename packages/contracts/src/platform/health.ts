import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string().describe('Server version'),
  uptimeSeconds: z.number().describe('Seconds since the process started'),
});
export type Health = z.infer<typeof HealthSchema>;

export const ReadySchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['postgres', 'pglite']).describe('Which database driver the server uses'),
});
export type Ready = z.infer<typeof ReadySchema>;
