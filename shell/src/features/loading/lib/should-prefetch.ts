type NetworkInformationLike = { saveData?: boolean; effectiveType?: string };

/** Section 9: prefetch of linked pages is skipped on 2g or data-saver connections. */
export function shouldPrefetch(
  connection: NetworkInformationLike | undefined = (
    navigator as Navigator & { connection?: NetworkInformationLike }
  ).connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
