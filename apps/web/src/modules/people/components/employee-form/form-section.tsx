import type { ReactNode } from 'react';
import { Card } from '../../../../shared/ui/table';

/** One section of the employee form: a titled card whose id the section links jump to. */
export function FormSection({
  id,
  title,
  description,
  children,
  actions,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div id={`section-${id}`} className="scroll-mt-24" data-testid={`section-${id}`}>
      <Card title={title} actions={actions}>
        {description && <p className="-mt-1 mb-4 text-sm text-ink-muted">{description}</p>}
        {children}
      </Card>
    </div>
  );
}
