import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';

/**
 * The shell's router: the browser's history under one base path, and the few pieces the shell
 * uses (location, navigate, links). The route table decides what a path shows, so a routing
 * library's matching and data loading would be weight without use (the shell's first download has
 * a budget).
 */
export interface RouterLocation {
  /** Path below the base path, starting with `/`. */
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

interface RouterValue {
  readonly basename: string;
  readonly location: RouterLocation;
  readonly navigate: (to: string, options?: { replace?: boolean }) => void;
}

const RouterContext = createContext<RouterValue | undefined>(undefined);
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const href = () => window.location.href;

export function Router({ basename, children }: { basename: string; children: ReactNode }) {
  const current = useSyncExternalStore(subscribe, href, href);
  const location = useMemo<RouterLocation>(() => {
    const url = new URL(current);
    const below = url.pathname.startsWith(basename) ? url.pathname.slice(basename.length) : url.pathname;
    return { pathname: below.startsWith('/') ? below : `/${below}`, search: url.search, hash: url.hash };
  }, [current, basename]);
  const navigate = useCallback(
    (to: string, options: { replace?: boolean } = {}) => {
      const target = to.startsWith(basename) ? to : `${basename}${to.startsWith('/') ? '' : '/'}${to}`;
      if (target === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      if (options.replace) window.history.replaceState(null, '', target);
      else window.history.pushState(null, '', target);
      for (const l of [...listeners]) l();
      if (!options.replace) window.scrollTo?.(0, 0);
    },
    [basename],
  );
  const value = useMemo(() => ({ basename, location, navigate }), [basename, location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('outside the router');
  return value;
}

export const useLocation = () => useRouter().location;
export const useNavigate = () => useRouter().navigate;

/** A link inside the portal: a real <a href> (open in new tab works), navigated in place on a plain click. */
export function Link({ to, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const { basename, navigate } = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a {...props} href={`${basename}${to}`} onClick={onClick}>
      {children}
    </a>
  );
}

/** A menu link that knows when it is the current page (class `active`, aria-current). */
export function NavLink({
  to,
  end,
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; end?: boolean }) {
  const { pathname } = useLocation();
  const active = end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Link
      {...props}
      to={to}
      className={`${className ?? ''}${active ? ' active' : ''}`}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/** Replaces the current entry (redirects of spec §2). */
export function Navigate({ to, replace = true }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
