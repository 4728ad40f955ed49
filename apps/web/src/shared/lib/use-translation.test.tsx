import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTranslation } from './use-translation';

function Labels({ name }: { name: string }) {
  const { t } = useTranslation(['people', 'common']);
  return (
    <p data-testid="labels">
      {t('title')} | {t('common:save')} | {t('greeting', { name })} | {t('absent')}
    </p>
  );
}

const text = () => screen.getByTestId('labels').textContent;

describe('useTranslation', () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'en',
      fallbackLng: 'en',
      ns: ['common', 'people'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      resources: {
        en: { people: { title: 'Employees', greeting: 'Hello {{name}}' }, common: { save: 'Save' } },
        fr: { people: { title: 'Employés', greeting: 'Bonjour {{name}}' }, common: { save: 'Enregistrer' } },
      },
    });
  });

  it('resolves a key alone once, however often it is rendered, and a call with options every time', () => {
    const resolve = vi.spyOn(i18next, 't');
    const { rerender } = render(<Labels name="Lina" />);
    expect(text()).toBe('Employees | Save | Hello Lina | absent');
    const first = resolve.mock.calls.length;
    rerender(<Labels name="Omar" />);
    rerender(<Labels name="Sara" />);
    expect(text()).toBe('Employees | Save | Hello Sara | absent');
    // Only the two calls with options reached i18next again.
    expect(resolve.mock.calls.length - first).toBe(2);
    expect(resolve.mock.calls.slice(first).every(([, options]) => options !== undefined)).toBe(true);
    resolve.mockRestore();
  });

  it('answers the new text when a file arrives or the language changes', async () => {
    render(<Labels name="Lina" />);
    expect(text()).toBe('Employees | Save | Hello Lina | absent');
    act(() => {
      i18next.addResourceBundle('en', 'people', { absent: 'Now present', title: 'Staff' }, true, true);
    });
    expect(text()).toBe('Staff | Save | Hello Lina | Now present');
    await act(() => i18next.changeLanguage('fr'));
    expect(text()).toBe('Employés | Enregistrer | Bonjour Lina | Now present');
    await act(() => i18next.changeLanguage('en'));
    expect(text()).toBe('Staff | Save | Hello Lina | Now present');
  });
});
