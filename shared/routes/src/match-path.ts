import type { RouteParams } from './route';

interface Segment {
  literal?: string;
  param?: string;
  optional: boolean;
}

const compiled = new Map<string, Segment[]>();

function compile(pattern: string): Segment[] {
  let segments = compiled.get(pattern);
  if (!segments) {
    segments = pattern
      .split('/')
      .filter(Boolean)
      .map((part) =>
        part.startsWith(':')
          ? { param: part.slice(1).replace(/\?$/, ''), optional: part.endsWith('?') }
          : { literal: part, optional: false },
      );
    compiled.set(pattern, segments);
  }
  return segments;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

function walk(
  segments: Segment[],
  parts: string[],
  params: RouteParams,
  score: number,
): { params: RouteParams; score: number } | null {
  const [segment, ...rest] = segments;
  if (!segment) return parts.length === 0 ? { params, score } : null;
  const [part, ...remaining] = parts;
  if (segment.literal !== undefined) {
    return part === segment.literal ? walk(rest, remaining, params, score + 3) : null;
  }
  const value = part === undefined ? undefined : decode(part);
  const taken =
    value === undefined ? null : walk(rest, remaining, { ...params, [segment.param!]: value }, score + 2);
  if (!segment.optional) return taken;
  const skipped = walk(rest, parts, params, score);
  if (!taken) return skipped;
  if (!skipped) return taken;
  return taken.score >= skipped.score ? taken : skipped;
}

/**
 * Matches a pathname against a pattern with `:param` and `:param?` segments.
 * Returns the params and a specificity score (literal 3, param 2), or null.
 */
export function matchPath(pattern: string, pathname: string): { params: RouteParams; score: number } | null {
  const parts = pathname.split('/').filter(Boolean);
  return walk(compile(pattern), parts, {}, 0);
}
