/** Pure rules of minutes of meetings. */

/** Who attends: the people named, and the current members of the departments chosen, without repeats. */
export function attendeesOf(named: readonly string[], departmentMembers: readonly string[]): string[] {
  return [...new Set([...named, ...departmentMembers])];
}

/** Who hears of the meeting: newly added attendees and the organiser, never the person saving it. */
export function noticeRecipients(userIds: readonly string[], saverUserId: string): string[] {
  return [...new Set(userIds)].filter((u) => u !== saverUserId);
}

/** The task made from an action item: its name, cut to what the tasks module keeps. */
export function taskNameOf(meetingTitle: string, description: string): string {
  const name = `${description.trim()} (${meetingTitle.trim()})`;
  return name.length <= 160 ? name : `${name.slice(0, 159)}…`;
}
