import { useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from '../types/route-handle.ts';

/** The handle of the deepest matched route that has one (title, admin flag…). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).filter(isRouteHandle).at(-1);
}
