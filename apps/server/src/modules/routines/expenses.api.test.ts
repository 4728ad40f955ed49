import type { ExpenseCategory, ExpenseClaim, ExpenseClaimPage, ExpenseSettings, ExpenseTotals } from '@hcims/contracts/routines';
import type { NotificationFeed } from '@hcims/contracts/workspace';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bindCompany } from '../../platform/tenancy/index.js';
import { bearer, registerCompany, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import {
  addEmployeeWhoSignsIn,
  createStructure,
  grantRole,
  PDF,
  PNG,
  peopleTestApp,
  upload,
  type PeopleTestApp,
} from '../../test/org-people.js';
import { expenseClaimsForPayroll, expenseFigures } from './index.js';

describeEachDatabase('routines expense claims', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let managerAccess: string;
  let employeeAccess: string;
  let colleagueAccess: string;
  let travel: ExpenseCategory;
  let meals: ExpenseCategory;
  let settings: ExpenseSettings;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, access = owner.access) =>
    t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
  const file = async (body: object, access = employeeAccess) => {
    const res = await call('POST', '/api/routines/expense-claims', body, access);
    if (res.statusCode !== 201) throw new Error(`file: ${res.statusCode} ${res.body}`);
    return res.json<ExpenseClaim>();
  };
  const act = (c: ExpenseClaim, what: string, body: object, access: string) =>
    call('POST', `/api/routines/expense-claims/${c.id}/${what}`, { version: c.version, ...body }, access);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database);
    owner = await registerCompany(t.app, { companyName: 'Expense Co' });
    const s = await createStructure(t.app, owner.access);
    const manager = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      departmentId: s.departments.sales,
      designationId: s.designations.salesManager,
    });
    await grantRole(t.app, owner.access, 'Manager', manager.employee.userId!);
    managerAccess = (await signIn(t.app, manager.employee.workEmail)).access;
    const employee = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
      managerId: manager.employee.id,
    });
    employeeAccess = employee.session.access;
    const colleague = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      departmentId: s.departments.marketing,
      designationId: s.designations.marketer,
    });
    colleagueAccess = colleague.session.access;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('keeps settings and categories for HR or finance only; the company currency is the default', async () => {
    settings = (await call('GET', '/api/routines/expense-settings', undefined, employeeAccess)).json();
    expect(settings).toMatchObject({ approvalThresholdMinor: null, version: 1 });
    expect(
      (await call('PUT', '/api/routines/expense-settings', { approvalThresholdMinor: 50_000, version: 1 }, managerAccess)).statusCode,
    ).toBe(403);
    const put = await call('PUT', '/api/routines/expense-settings', { approvalThresholdMinor: 50_000, version: 1 });
    expect(put.json()).toMatchObject({ approvalThresholdMinor: 50_000, version: 2 });
    expect((await call('PUT', '/api/routines/expense-settings', { approvalThresholdMinor: 1, version: 1 })).statusCode).toBe(409);
    settings = put.json();

    travel = (await call('POST', '/api/routines/expense-categories', { name: 'Travel' })).json();
    meals = (await call('POST', '/api/routines/expense-categories', { name: 'Meals', limitMinor: 10_000 })).json();
    expect(meals).toMatchObject({ name: 'Meals', limitMinor: 10_000 });
    expect((await call('POST', '/api/routines/expense-categories', { name: 'MEALS' })).statusCode).toBe(409);
    expect((await call('POST', '/api/routines/expense-categories', { name: 'x', limitMinor: 1.5 })).body).toContain('body.limitMinor');
    expect((await call('POST', '/api/routines/expense-categories', { name: 'Mine' }, employeeAccess)).statusCode).toBe(403);
  });

  it('files drafts in minor units, checks the limit and the rate of a foreign currency, and keeps the rate exactly', async () => {
    const draft = await file({ categoryId: meals.id, expenseDate: '2026-11-02', amountMinor: 4_550, description: 'Client lunch' });
    expect(draft).toMatchObject({
      status: 'draft',
      currency: settings.currency,
      exchangeRate: null,
      companyAmountMinor: 4_550,
      canEdit: true,
    });
    const over = await call(
      'POST',
      '/api/routines/expense-claims',
      { categoryId: meals.id, expenseDate: '2026-11-02', amountMinor: 10_001, description: 'Feast' },
      employeeAccess,
    );
    expect(over.json().error.code).toBe('ROUTINES_EXPENSE_OVER_LIMIT');
    const foreign = settings.currency === 'USD' ? 'EUR' : 'USD';
    const noRate = await call(
      'POST',
      '/api/routines/expense-claims',
      { categoryId: travel.id, expenseDate: '2026-11-03', amountMinor: 100, currency: foreign, description: 'Taxi' },
      employeeAccess,
    );
    expect(noRate.json().error.code).toBe('ROUTINES_EXPENSE_RATE_REQUIRED');
    expect(
      (
        await call(
          'POST',
          '/api/routines/expense-claims',
          { categoryId: travel.id, expenseDate: '2026-11-03', amountMinor: 1.5, description: 'Taxi' },
          employeeAccess,
        )
      ).body,
    ).toContain('body.amountMinor');
    const taxi = await file({
      categoryId: travel.id,
      expenseDate: '2026-11-03',
      amountMinor: 10_000,
      currency: foreign,
      exchangeRate: '3.67250000',
      description: 'Taxi',
    });
    expect(taxi).toMatchObject({ currency: foreign, exchangeRate: '3.6725', companyAmountMinor: 36_725 });
    // Someone else's draft is invisible, even to HR.
    expect((await call('GET', `/api/routines/expense-claims/${draft.id}`)).statusCode).toBe(404);
    const edited = await call(
      'PATCH',
      `/api/routines/expense-claims/${draft.id}`,
      { version: draft.version, amountMinor: 4_600 },
      employeeAccess,
    );
    expect(edited.json()).toMatchObject({ amountMinor: 4_600, companyAmountMinor: 4_600, version: 2 });
  });

  it('takes receipts checked by content and shows them inline to those who see the claim', async () => {
    const claim = await file({ categoryId: travel.id, expenseDate: '2026-11-04', amountMinor: 2_000, description: 'Train' });
    const url = `/api/routines/expense-claims/${claim.id}/receipts`;
    const pdf = await upload(t.app, 'POST', url, employeeAccess, {}, { name: 'ticket.pdf', content: PDF, type: 'application/pdf' });
    expect(pdf.statusCode).toBe(201);
    expect((await upload(t.app, 'POST', url, employeeAccess, {}, { name: 'photo.png', content: PNG })).json()).toMatchObject({
      contentType: 'image/png',
    });
    const html = await upload(
      t.app,
      'POST',
      url,
      employeeAccess,
      {},
      { name: 'receipt.pdf', content: '<html><script>x</script></html>', type: 'application/pdf' },
    );
    expect(html.statusCode).toBe(415);
    expect((await upload(t.app, 'POST', url, colleagueAccess, {}, { name: 'x.pdf', content: PDF })).statusCode).toBe(404);
    const submitted = (await act(claim, 'submit', {}, employeeAccess)).json<ExpenseClaim>();
    expect(submitted.receipts).toHaveLength(2);
    const view = await call('GET', `/api/routines/expense-receipts/${submitted.receipts[0]!.id}`, undefined, managerAccess);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline;/);
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect((await call('GET', `/api/routines/expense-receipts/${submitted.receipts[0]!.id}`, undefined, colleagueAccess)).statusCode).toBe(
      404,
    );
  });

  it('goes from the manager to HR or finance above the threshold, and notifies the people concerned', async () => {
    const big = await file({ categoryId: travel.id, expenseDate: '2026-11-05', amountMinor: 80_000, description: 'Flight', submit: true });
    expect(big.status).toBe('submitted');
    const feed = (await call('GET', '/api/workspace/notifications', undefined, managerAccess)).json<NotificationFeed>();
    expect(feed.items.some((n) => n.textKey === 'routines:notifications.expenseToApprove')).toBe(true);
    expect((await act(big, 'approve', {}, colleagueAccess)).statusCode).toBe(403);
    expect((await act(big, 'approve', {}, employeeAccess)).statusCode).toBe(403);
    const first = (await act(big, 'approve', { note: 'Fine by me' }, managerAccess)).json<ExpenseClaim>();
    expect(first).toMatchObject({ status: 'manager_approved', managerNote: 'Fine by me' });
    expect((await act(first, 'approve', {}, managerAccess)).json().error.code).toBe('ROUTINES_EXPENSE_NOT_YOUR_STAGE');
    const second = (await act(first, 'approve', {}, owner.access)).json<ExpenseClaim>();
    expect(second).toMatchObject({ status: 'approved', canPay: true });
    expect((await act(second, 'withdraw', {}, employeeAccess)).json().error.code).toBe('ROUTINES_EXPENSE_TRANSITION');
    expect((await act(second, 'queue-payroll', { payrollMonth: '2026-12' }, managerAccess)).statusCode).toBe(403);
    const queued = (await act(second, 'queue-payroll', { payrollMonth: '2026-12' }, owner.access)).json<ExpenseClaim>();
    expect(queued).toMatchObject({ status: 'payroll_queued', payrollMonth: '2026-12' });
    const mine = (await call('GET', '/api/workspace/notifications', undefined, employeeAccess)).json<NotificationFeed>();
    expect(mine.items.map((n) => n.textKey)).toEqual(
      expect.arrayContaining([
        'routines:notifications.expenseManagerApproved',
        'routines:notifications.expenseApproved',
        'routines:notifications.expenseQueued',
      ]),
    );
    const paid = (await act(queued, 'pay', { paidOn: '2026-12-28', reference: 'PAYROLL-12' }, owner.access)).json<ExpenseClaim>();
    expect(paid).toMatchObject({ status: 'paid', paidOn: '2026-12-28', paymentReference: 'PAYROLL-12' });
  });

  it('approves small claims in one step, rejects with a reason only, lets the claimant withdraw', async () => {
    const small = await file({ categoryId: meals.id, expenseDate: '2026-11-06', amountMinor: 3_000, description: 'Lunch', submit: true });
    expect((await act(small, 'approve', {}, managerAccess)).json()).toMatchObject({ status: 'approved' });
    const other = await file({ categoryId: meals.id, expenseDate: '2026-11-07', amountMinor: 3_000, description: 'Dinner', submit: true });
    expect((await act(other, 'reject', {}, managerAccess)).body).toContain('body.reason');
    expect((await act(other, 'reject', { reason: 'Personal' }, managerAccess)).json()).toMatchObject({
      status: 'rejected',
      decisionNote: 'Personal',
    });
    const third = await file({ categoryId: meals.id, expenseDate: '2026-11-08', amountMinor: 3_000, description: 'Coffee', submit: true });
    expect((await act(third, 'withdraw', {}, managerAccess)).statusCode).toBe(403);
    expect((await act(third, 'withdraw', {}, employeeAccess)).json()).toMatchObject({ status: 'withdrawn' });
    expect((await act(third, 'withdraw', { version: 1 }, employeeAccess)).statusCode).toBe(409);
  });

  it('lists what each viewer may see with filters and totals per category, month and currency, and exports', async () => {
    const team = (await call('GET', '/api/routines/expense-claims?pageSize=50', undefined, managerAccess)).json<ExpenseClaimPage>();
    expect(team.items.every((c) => c.status !== 'draft')).toBe(true);
    expect(team.total).toBeGreaterThanOrEqual(5);
    expect((await call('GET', '/api/routines/expense-claims', undefined, colleagueAccess)).json<ExpenseClaimPage>().total).toBe(0);
    const mine = (
      await call('GET', '/api/routines/expense-claims?mine=true&pageSize=50', undefined, employeeAccess)
    ).json<ExpenseClaimPage>();
    expect(mine.items.some((c) => c.status === 'draft')).toBe(true);
    const rejected = (await call('GET', '/api/routines/expense-claims?status=rejected')).json<ExpenseClaimPage>();
    expect(rejected.items.map((c) => c.description)).toEqual(['Dinner']);
    const period = (
      await call('GET', `/api/routines/expense-claims?from=2026-11-06&to=2026-11-07&categoryId=${meals.id}`)
    ).json<ExpenseClaimPage>();
    expect(period.total).toBe(2);
    // The same filters with a sort, a row a page, and a page past the end (whose total is counted on its own).
    for (const [i, description] of ['Lunch', 'Dinner', undefined].entries()) {
      const url = `/api/routines/expense-claims?from=2026-11-06&to=2026-11-07&categoryId=${meals.id}&sort=expenseDate&pageSize=1&page=${i + 1}`;
      const one = (await call('GET', url)).json<ExpenseClaimPage>();
      expect(one).toMatchObject({ total: 2, items: description ? [{ description }] : [] });
    }
    const totals = (await call('GET', '/api/routines/expense-claims/totals')).json<ExpenseTotals>();
    const mealTotal = totals.byCategory.find((x) => x.categoryId === meals.id && x.currency === settings.currency);
    expect(mealTotal).toMatchObject({ count: 3, amountMinor: 9_000 });
    expect(totals.byMonth.find((x) => x.month === '2026-11' && x.currency === settings.currency)?.count).toBeGreaterThanOrEqual(5);
    const csv = await call('GET', '/api/routines/expense-claims/export?format=csv&lng=en&status=rejected');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Dinner');
    expect(csv.body).toContain('30.00');
  });

  it('hands payroll its queued claims and the dashboard its figures through the module port', async () => {
    await database.db.transaction(async (tx) => {
      await bindCompany(tx, { companyId: owner.company.id, userId: owner.user.id });
      const queued = await expenseClaimsForPayroll(tx, owner.company.id, '2026-12');
      expect(queued).toEqual([]); // paid since
      const figures = await expenseFigures(
        tx,
        { companyId: owner.company.id, userId: owner.user.id, scopes: ['company'] },
        { from: '2026-11-01', to: '2026-11-30' },
      );
      const byStatus = Object.fromEntries(figures.byStatus.map((f) => [f.status, f.count]));
      expect(byStatus).toMatchObject({ paid: 1, approved: 1, rejected: 1, withdrawn: 1, submitted: 1 });
    });
  });
});
