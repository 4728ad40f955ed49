export {
  getLocation,
  isSamePath,
  navigate,
  normalizePath,
  subscribeLocation,
  useLocation,
  useNavigate,
  useSearchParams,
  type AppLocation,
  type NavigateOptions,
} from './history';
export { Link, NavLink, type LinkProps } from './link';
export { Navigate } from './navigate';
