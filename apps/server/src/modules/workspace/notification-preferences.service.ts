import type { NotificationChannel, NotificationPreferences, NotificationPreferencesUpdate } from '@hcims/contracts/workspace';
import { AppError } from '../../platform/errors/app-error.js';
import type { Surfaces } from '../../platform/modules/index.js';
import { notificationsRepo as repo } from '../../platform/notifications/index.js';
import type { RequestCtx } from '../../platform/request/index.js';

/** Each member's channels per declared notification kind (ADR 0107). */

type Kinds = Surfaces['notificationKinds'];
const me = (ctx: RequestCtx) => ({ companyId: ctx.companyId, userId: ctx.userId });
const channelsOf = (row: { inApp: boolean; email: boolean }): NotificationChannel[] => [
  ...(row.inApp ? (['in_app'] as const) : []),
  ...(row.email ? (['email'] as const) : []),
];

/** Every declared kind in module order, with the caller's channels (their choice, or the default). */
export async function preferences(ctx: RequestCtx, kinds: Kinds): Promise<NotificationPreferences> {
  const chosen = new Map((await repo.preferencesOf(ctx.tx, me(ctx))).map((row) => [row.kind, row]));
  return {
    items: kinds.map((k) => {
      const own = chosen.get(k.id);
      const defaults = [...k.defaultChannels];
      return {
        kind: k.id,
        module: k.module,
        labelKey: k.labelKey,
        defaultChannels: defaults,
        channels: own ? channelsOf(own) : defaults,
        chosen: own !== undefined,
      };
    }),
  };
}

/** Keeps the choices given (each kind must be declared; 400 naming the entry otherwise) and answers them all. */
export async function savePreferences(
  ctx: RequestCtx,
  kinds: Kinds,
  body: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const declared = new Set(kinds.map((k) => k.id));
  const issues = body.preferences.flatMap((p, i) =>
    declared.has(p.kind) ? [] : [{ path: `body.preferences.${i}.kind`, message: `"${p.kind}" is not a notification kind` }],
  );
  const seen = new Set<string>();
  body.preferences.forEach((p, i) => {
    if (seen.has(p.kind)) issues.push({ path: `body.preferences.${i}.kind`, message: `"${p.kind}" is given twice` });
    seen.add(p.kind);
  });
  if (issues.length > 0) throw AppError.validation(issues);
  await repo.savePreferences(
    ctx.tx,
    me(ctx),
    body.preferences.map((p) => ({ kind: p.kind, inApp: p.channels.includes('in_app'), email: p.channels.includes('email') })),
    ctx.now,
  );
  return preferences(ctx, kinds);
}
