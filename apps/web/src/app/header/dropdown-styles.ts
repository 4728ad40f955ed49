/** Panel look shared by the header's dropdowns and popovers. */
export const dropdownPanel =
  'dropdown-panel z-50 overflow-hidden rounded-xl border border-line bg-surface text-ink shadow-xl shadow-black/10 outline-none dark:shadow-black/40';
export const menuItem =
  'flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-surface-hover data-[highlighted]:text-ink';
