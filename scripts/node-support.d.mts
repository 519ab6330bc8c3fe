/** A Node.js line the project is tested on and its lowest release. */
export interface SupportedNode {
  major: number;
  minimum: string;
}
export const SUPPORTED_NODE: SupportedNode[];
/** One line telling that `version` is not a supported Node.js, or undefined when it is. */
export function unsupportedNodeNotice(version: string): string | undefined;
