import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { MessagePreview } from './message-preview';

describe('MessagePreview', () => {
  beforeAll(async () => {
    await initTestI18n('en');
  });

  it('renders the body as typed with filled, missing and unknown variables marked', () => {
    const { container } = render(
      <MessagePreview
        body="Hi {{first_name}}, {{manager_name}} says {{frist}}"
        values={{ first_name: 'Layla' }}
        server={undefined}
        loading={false}
      />,
    );
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Layla', '{{manager_name}}', '{{frist}}']);
    expect(screen.getByTestId('message-preview')).toHaveTextContent('Hi Layla, {{manager_name}} says {{frist}}');
  });

  it("shows the server's exact text, the number it goes to and the values missing for this person", () => {
    render(
      <MessagePreview
        body="Hi {{first_name}} from {{manager_name}}"
        values={{ first_name: 'Layla' }}
        server={{ text: 'Hi Layla from ', missingVariables: ['manager_name'], phone: '971501234567' }}
        loading={false}
      />,
    );
    expect(screen.getByTestId('preview-text')).toHaveTextContent('Hi Layla from');
    expect(screen.getByText('+971501234567')).toBeInTheDocument();
    expect(screen.getByText('No value for this person: Manager')).toBeInTheDocument();
  });

  it('says when a person has no usable number, and invites typing when empty', () => {
    render(<MessagePreview body="" values={{}} server={{ text: '', missingVariables: [], phone: null }} loading={false} />);
    expect(screen.getByText('The message appears here as you type.')).toBeInTheDocument();
    expect(screen.getByText('No usable mobile number: this person will be marked as failed.')).toBeInTheDocument();
  });
});
