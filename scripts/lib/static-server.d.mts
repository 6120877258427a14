import type { IncomingMessage, Server } from 'node:http';

export function cacheControl(file: string): string;
export function pickEncoding(accept?: string): 'br' | 'gzip' | null;
export function createStaticServer(options: {
  root: string;
  spa?: boolean;
  log?: boolean;
  origins?: string[];
  render?: (
    pathname: string,
    html: string,
    request: IncomingMessage,
  ) => Promise<{ status: number; html: string }>;
}): Server;
