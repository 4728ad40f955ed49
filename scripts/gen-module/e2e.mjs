// Template of a generated module's end-to-end spec: the demo owner adds, edits and deletes a record.

export const e2eFiles = (n) => ({ [`e2e/${n.name}/${n.name}.e2e.ts`]: spec(n) });

const spec = (n) => `import type { ${n.Name}RecordPage } from '@hcims/contracts/${n.name}';
import { describe, expect, it } from 'vitest';
import { e2eDatabases } from '../support/databases.js';
import { callApi, openSignedIn, serverSuite, unexpectedErrors } from '../support/shell.js';

/** /${n.name} against the real server: the demo owner adds a record, changes its note and deletes it. */
for (const kind of await e2eDatabases()) {
  describe(\`${n.name}: /${n.name} [\${kind}]\`, () => {
    const suite = serverSuite(kind);

    it('adds, edits and deletes a record', async () => {
      const browser = await suite.browser();
      const { page } = browser;
      const tokens = await openSignedIn(page, suite.server, '/${n.name}');
      const list = page.getByTestId('${n.name}-records');
      await list.getByText('No records yet').waitFor({ timeout: 30_000 });

      await page.getByRole('button', { name: 'New record' }).click();
      const dialog = page.getByTestId('${n.name}-record-dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Required').waitFor();
      await dialog.getByRole('textbox', { name: 'Name' }).fill('First ${n.name} record');
      await dialog.getByRole('textbox', { name: 'Note' }).fill('Added in the browser');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await list.getByText('Added in the browser').waitFor();

      await page.getByRole('button', { name: 'Edit First ${n.name} record' }).click();
      const edit = page.getByTestId('${n.name}-record-dialog');
      await edit.getByRole('textbox', { name: 'Note' }).fill('Changed in the browser');
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.waitFor({ state: 'detached' });
      await list.getByText('Changed in the browser').waitFor();
      const saved = await callApi<${n.Name}RecordPage>(suite.server, tokens.access, 'GET', '/${n.name}/records');
      expect(saved.items).toMatchObject([{ name: 'First ${n.name} record', note: 'Changed in the browser', version: 2 }]);

      await page.getByRole('button', { name: 'Delete First ${n.name} record' }).click();
      await page.getByTestId('${n.name}-delete-dialog').getByRole('button', { name: 'Delete' }).click();
      await list.getByText('No records yet').waitFor();
      expect((await callApi<${n.Name}RecordPage>(suite.server, tokens.access, 'GET', '/${n.name}/records')).total).toBe(0);
      expect(unexpectedErrors(browser)).toEqual([]);
    });
  });
}
`;
