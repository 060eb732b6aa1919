import { useParams } from 'react-router';

/** The team of the current route: spec §2 names it `{id}` on some paths and `{teamId}` on others. */
export function useTeamId(): string {
  const params = useParams();
  return params.teamId ?? params.id ?? '';
}
