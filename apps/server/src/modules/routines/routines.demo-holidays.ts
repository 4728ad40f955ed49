/**
 * The UAE's public holidays of a year for the demo company: the fixed ones every year, and the
 * Islamic ones (moon-sighted, so approximate) for the years listed.
 */

type DemoHoliday = { date: string; type: 'public' | 'religious' | 'special' | 'other'; description: string; branch?: string };

const ISLAMIC: Record<number, [string, string][]> = {
  2025: [
    ['03-30', 'Eid al-Fitr'],
    ['03-31', 'Eid al-Fitr'],
    ['04-01', 'Eid al-Fitr'],
    ['06-05', 'Arafat Day'],
    ['06-06', 'Eid al-Adha'],
    ['06-07', 'Eid al-Adha'],
    ['06-26', 'Islamic New Year'],
    ['09-04', 'Prophet Muhammad’s Birthday'],
  ],
  2026: [
    ['03-20', 'Eid al-Fitr'],
    ['03-21', 'Eid al-Fitr'],
    ['03-22', 'Eid al-Fitr'],
    ['05-26', 'Arafat Day'],
    ['05-27', 'Eid al-Adha'],
    ['05-28', 'Eid al-Adha'],
    ['06-16', 'Islamic New Year'],
    ['08-25', 'Prophet Muhammad’s Birthday'],
  ],
  2027: [
    ['03-09', 'Eid al-Fitr'],
    ['03-10', 'Eid al-Fitr'],
    ['03-11', 'Eid al-Fitr'],
    ['05-15', 'Arafat Day'],
    ['05-16', 'Eid al-Adha'],
    ['05-17', 'Eid al-Adha'],
    ['06-06', 'Islamic New Year'],
    ['08-14', 'Prophet Muhammad’s Birthday'],
  ],
  2028: [
    ['02-26', 'Eid al-Fitr'],
    ['02-27', 'Eid al-Fitr'],
    ['02-28', 'Eid al-Fitr'],
    ['05-04', 'Arafat Day'],
    ['05-05', 'Eid al-Adha'],
    ['05-06', 'Eid al-Adha'],
    ['05-25', 'Islamic New Year'],
    ['08-03', 'Prophet Muhammad’s Birthday'],
  ],
};

export function holidayYear(year: number): DemoHoliday[] {
  const fixed: DemoHoliday[] = [
    { date: `${year}-01-01`, type: 'public', description: 'New Year’s Day' },
    { date: `${year}-12-01`, type: 'public', description: 'Commemoration Day' },
    { date: `${year}-12-02`, type: 'public', description: 'National Day' },
    { date: `${year}-12-03`, type: 'public', description: 'National Day' },
    { date: `${year}-10-15`, type: 'special', description: 'Abu Dhabi office anniversary', branch: 'Abu Dhabi' },
    { date: `${year}-12-31`, type: 'other', description: 'Office closed for the year-end stock count' },
  ];
  const islamic = (ISLAMIC[year] ?? []).map(([day, description]): DemoHoliday => ({
    date: `${year}-${day}`,
    type: 'religious',
    description,
  }));
  return [...fixed, ...islamic].sort((x, y) => x.date.localeCompare(y.date));
}
