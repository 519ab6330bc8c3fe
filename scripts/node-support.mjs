// The Node.js lines the project is tested on (`.ci/run`), the same as `engines` in package.json.
// Plain JavaScript so that `npm start` can say so before anything else runs on an older Node.
export const SUPPORTED_NODE = [
  { major: 22, minimum: '22.22.2' },
  { major: 24, minimum: '24.15.0' },
];

function parts(version) {
  return version.replace(/^v/, '').split('.').map(Number);
}

function atLeast(version, minimum) {
  const [have, want] = [parts(version), parts(minimum)];
  for (let index = 0; index < want.length; index += 1) {
    if (have[index] !== want[index]) return have[index] > want[index];
  }
  return true;
}

/** One line telling that `version` is not a supported Node.js, or undefined when it is. */
export function unsupportedNodeNotice(version) {
  const [major] = parts(version);
  const line = SUPPORTED_NODE.find((supported) => supported.major === major);
  if (line && atLeast(version, line.minimum)) return undefined;
  const supported = SUPPORTED_NODE.map((each) => `${each.minimum}+ (${each.major} LTS)`).join(' or ');
  return `Node.js ${version.replace(/^v/, '')} is not supported; use Node.js ${supported}. Starting anyway.`;
}
