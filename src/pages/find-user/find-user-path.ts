import { pathTo } from '../../app/route-names.ts';

/** The query parameter of the results page that holds the keyword. */
export const KEYWORD_PARAM = 'keyword';

/** /find-user?keyword=… with the keyword URL-encoded. */
export function findUserPath(keyword: string): string {
  return `${pathTo('find.user')}?${new URLSearchParams({ [KEYWORD_PARAM]: keyword })}`;
}
