import { describe, expect, it } from 'vitest';
import { demoDepartments, demoDesignations, demoEmployees } from './people.demo-data.js';

const today = new Date(Date.UTC(2026, 10, 21));

describe('demo people', () => {
  const employees = demoEmployees(today);
  const byKey = new Map(employees.map((e) => [e.key, e]));

  it('has about 60 people in 6 to 8 departments, every department staffed', () => {
    expect(employees).toHaveLength(60);
    expect(demoDepartments.length).toBeGreaterThanOrEqual(6);
    expect(demoDepartments.length).toBeLessThanOrEqual(8);
    for (const d of demoDepartments)
      expect(
        employees.some((e) => e.departmentKey === d.key),
        d.name,
      ).toBe(true);
  });

  it('is the same on every run', () => {
    expect(demoEmployees(today)).toEqual(employees);
  });

  it('has unique emails and one person at the top, everyone else reporting up to them', () => {
    expect(new Set(employees.map((e) => e.workEmail)).size).toBe(60);
    const tops = employees.filter((e) => e.managerKey === null);
    expect(tops.map((e) => e.key)).toEqual(['e00']);
    for (const e of employees) {
      const seen = new Set<string>();
      let cursor: string | null = e.key;
      while (cursor) {
        expect(seen.has(cursor), `cycle at ${cursor}`).toBe(false);
        seen.add(cursor);
        cursor = byKey.get(cursor)!.managerKey;
      }
      expect(seen.has('e00')).toBe(true);
    }
  });

  it('keeps designations inside their department hierarchy', () => {
    for (const d of demoDesignations) {
      if (d.reportsToKey) expect(demoDesignations.find((p) => p.key === d.reportsToKey)!.departmentKey).toBe(d.departmentKey);
    }
  });

  it('spreads birthdays over all twelve months and includes several nationalities', () => {
    expect(new Set(employees.map((e) => e.dateOfBirth.slice(5, 7))).size).toBe(12);
    expect(new Set(employees.map((e) => e.nationality)).size).toBeGreaterThanOrEqual(15);
    expect(employees.every((e) => e.hireDate <= '2026-11-21')).toBe(true);
  });

  it('names one demo sign-in per built-in role', () => {
    const roles = employees.filter((e) => e.demoRole).map((e) => e.demoRole);
    expect(roles.sort()).toEqual(['employee', 'hr_admin', 'manager', 'owner']);
  });
});
