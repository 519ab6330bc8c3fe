// An endpoint's path with its parameters filled in, each value encoded as one path segment, so
// a "/" or "?" in a username or token stays inside its segment.

/** The values of a path's `:name` parameters. */
type PathValues = Readonly<Record<string, string | number>>;

export function pathOf(template: string, values: PathValues = {}): string {
  return template.replace(/:(\w+)/g, (_parameter, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${template} needs a value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
