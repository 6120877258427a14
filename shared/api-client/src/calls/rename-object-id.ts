import type { SearchHit, ServerSearchHit } from '@ltk/contracts';

/** The server's `objectId` becomes `objectID` on the client (section 3), children included. */
export function renameObjectId(hit: ServerSearchHit): SearchHit {
  const { objectId, children, ...rest } = hit;
  return {
    ...rest,
    objectID: objectId,
    ...(children
      ? { children: children.map(({ objectId: childId, ...child }) => ({ ...child, objectID: childId })) }
      : {}),
  };
}
