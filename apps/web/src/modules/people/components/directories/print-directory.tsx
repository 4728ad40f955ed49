import type { DirectoryEntry } from '@hcims/contracts/people';
import { useTranslation } from '../../../../shared/lib/use-translation';

/** The whole filtered directory as a plain table, shown only when printing. */
export function PrintDirectory({ rows, title, filters }: { rows: readonly DirectoryEntry[]; title: string; filters: string }) {
  const { t } = useTranslation('people');
  return (
    <div className="hidden print:block" data-testid="print-directory">
      <h2 className="mb-1 text-lg font-semibold">{title}</h2>
      {filters && <p className="mb-3 text-sm">{filters}</p>}
      <table className="w-full border-collapse text-[10pt]">
        <thead>
          <tr>
            {['name', 'department', 'email', 'phone', 'mobile', 'location'].map((c) => (
              <th key={c} scope="col" className="border-b border-line py-1 pe-2 text-start">
                {t(`directories.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row" className="border-b border-line py-1 pe-2 text-start font-semibold">
                {r.name}
                <div className="font-normal">{r.designationName}</div>
              </th>
              <td className="border-b border-line py-1 pe-2">{r.departmentName}</td>
              <td className="border-b border-line py-1 pe-2">{r.workEmail}</td>
              <td className="border-b border-line py-1 pe-2" dir="ltr">
                {r.workPhone}
              </td>
              <td className="border-b border-line py-1 pe-2" dir="ltr">
                {r.mobilePhone}
              </td>
              <td className="border-b border-line py-1 pe-2">{[r.branchName, r.workLocation].filter(Boolean).join(' · ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
