import type { FastifyReply } from 'fastify';
import type { ExportFile } from '../exports/index.js';
import { sendDownload } from '../storage/index.js';

/** "Head-count by department" -> "head-count-by-department-2025-06-01.xlsx"; other scripts are kept as they are. */
export function reportFileName(title: string, extension: string, today = new Date()): string {
  const base =
    title
      .trim()
      .toLowerCase()
      .replace(/[\s/\\:*?"<>|]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'report';
  return `${base}-${today.toISOString().slice(0, 10)}.${extension}`;
}

/** An exported report as a download named after its title. */
export function sendReportFile(reply: FastifyReply, file: ExportFile & { title: string }): FastifyReply {
  return sendDownload(reply, {
    body: file.body,
    contentType: file.contentType,
    fileName: reportFileName(file.title, file.extension),
    size: file.body.length,
  });
}
