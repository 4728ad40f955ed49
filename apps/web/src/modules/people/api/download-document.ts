import type { EmployeeDocument } from '@hcims/contracts/people';
import { downloadFile } from '../../../shared/ui/table';

/** GET the document's downloadUrl with the bearer token and save it (a plain link would not carry the token). */
export function downloadDocument(doc: Pick<EmployeeDocument, 'downloadUrl' | 'fileName'>): Promise<void> {
  return downloadFile(doc.downloadUrl.replace(/^\/api/, ''), doc.fileName);
}
