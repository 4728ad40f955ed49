import type { Employee } from '@hcims/contracts/people';
import { AppError } from '../../../platform/errors/app-error.js';
import { audit, type RequestCtx } from '../../../platform/request/index.js';
import { employeeView } from '../employee-view.js';
import * as repo from '../people.repository.js';
import { findInScope, sensitiveAllowed } from '../people.service.js';
import { photoOf } from './photo.repository.js';

/** What the photo route serves: the stored photo's key and type, or the name for a generated avatar. */
export async function photo(
  ctx: RequestCtx,
  id: string,
): Promise<{ id: string; name: string; photoKey: string | null; photoType: string | null }> {
  const found = await photoOf(ctx.tx, ctx.companyId, id);
  if (!found) throw AppError.notFound('Employee');
  return { id: found.id, name: repo.fullName(found.first, found.last), photoKey: found.photoKey, photoType: found.photoType };
}

/** The scope check of a photo change, made before anything is stored. */
export async function mayChangePhoto(ctx: RequestCtx, id: string): Promise<void> {
  await findInScope(ctx, id, 'people.employees:update');
}

/** Records a new photo (or none); answers the record and the previous photo's key, for the caller to delete after commit. */
export async function setPhoto(
  ctx: RequestCtx,
  id: string,
  photo: { key: string; mime: string } | null,
): Promise<{ view: Employee; previous: string | null }> {
  const rec = await findInScope(ctx, id, 'people.employees:update');
  const { today } = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  await repo.setPhoto(ctx.tx, ctx.companyId, id, { photoKey: photo?.key ?? null, photoType: photo?.mime ?? null }, ctx.now);
  await audit(
    ctx,
    photo ? 'people.photo-uploaded' : 'people.photo-removed',
    { type: 'employee', id },
    { photo: rec.row.photoKey !== null },
    { photo: photo !== null },
  );
  const fresh = (await repo.findEmployee(ctx.tx, { companyId: ctx.companyId, id, today }))!;
  return { view: employeeView(fresh, await sensitiveAllowed(ctx, id, 'read')), previous: rec.row.photoKey };
}
