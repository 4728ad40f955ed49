import type { EmployeeOption } from '@hcims/contracts/people';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n';
import { renderAsync } from '../../test/render';
import { PeopleSearchField } from '../ui/form';
import { companySetupStore } from './company-setup';
import { useEmployeeChoices, type EmployeeChoicesFilter } from './employee-choices';
import { setTokens } from './session';

await initTestI18n();

const person = (id: string, name: string, extra: Partial<EmployeeOption> = {}): EmployeeOption => ({
  id,
  name,
  photoUrl: '',
  departmentId: 'd1',
  departmentName: 'Sales',
  designationId: 'g1',
  designationName: 'Rep',
  managerId: null,
  status: 'active',
  ...extra,
});

/** A picker as the screens build one: the search field, then the people offered. */
function Picker(filter: EmployeeChoicesFilter) {
  const choices = useEmployeeChoices(filter);
  return (
    <>
      <PeopleSearchField choices={choices} />
      <ul data-testid="offered">
        {choices.people.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
    </>
  );
}
const offered = () => [...screen.getByTestId('offered').querySelectorAll('li')].map((li) => li.textContent);

let requested: string[] = [];
let answer: (url: string) => EmployeeOption[] = () => [];
beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      return Promise.resolve(Response.json(answer(url)));
    }),
  );
  setTokens('a', 'r');
});
afterEach(() => vi.unstubAllGlobals());

describe('people pickers (ADR 0101)', () => {
  it('offer the whole directory from the shell, filtered in the browser, without asking the server', async () => {
    companySetupStore.setState({
      loaded: true,
      employeesComplete: true,
      employees: [
        person('a', 'Amal Boss'),
        person('b', 'Badr Rep', { managerId: 'a' }),
        person('c', 'Cyrus Gone', { status: 'terminated' }),
      ],
    });
    await renderAsync(<Picker current />);
    expect(offered()).toEqual(['Amal Boss', 'Badr Rep']);
    expect(screen.queryByTestId('people-search')).toBeNull();
    cleanup();
    await renderAsync(<Picker managers />);
    expect(offered()).toEqual(['Amal Boss']);
    expect(requested.filter((u) => u.includes('/auth/employees/'))).toEqual([]);
  });

  it('in a large company, search the server as the user types and keep the chosen person', async () => {
    companySetupStore.setState({ loaded: true, employeesComplete: false, employees: [person('a', 'Amal Boss')] });
    answer = (url) => {
      const q = new URL(url, 'http://x').searchParams;
      if (q.get('ids')) return [person('z', 'Zoe Chosen')];
      return q.get('q') === 'ra' ? [person('r', 'Rania Match')] : [person('f', 'First Fifty')];
    };
    await renderAsync(<Picker current chosen={['z']} />);
    await waitFor(() => expect(offered()).toEqual(['First Fifty', 'Zoe Chosen']));
    expect(requested).toContain('/api/auth/employees/?current=true&first=50');
    expect(requested).toContain('/api/auth/employees/?ids=z');

    await act(async () => {
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ra' } });
      await new Promise((r) => setTimeout(r, 300));
    });
    await waitFor(() => expect(offered()).toEqual(['Rania Match', 'Zoe Chosen']));
    expect(requested).toContain('/api/auth/employees/?q=ra&current=true&first=50');
  });
});
