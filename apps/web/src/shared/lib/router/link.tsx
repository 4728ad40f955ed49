import { type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { isSamePath, navigate, useLocation } from './history';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** An ordinary anchor (open in new tab keeps working) that navigates inside the app on a plain click. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

/** A Link that knows whether it points at the current page (aria-current="page" when it does). */
export function NavLink({ to, className, ...rest }: Omit<LinkProps, 'className'> & { className?: string | ((active: boolean) => string) }) {
  const { pathname } = useLocation();
  const active = isSamePath(pathname, to);
  return (
    <Link
      {...rest}
      to={to}
      aria-current={active ? 'page' : undefined}
      className={typeof className === 'function' ? className(active) : className}
    />
  );
}
