/** A product image (GET /v3/media_objects/; the first of a product's mediaObjectIds is its image). */
export interface MediaObject {
  id: string;
  mediaType: string;
  productDetailsId: string;
  position: number;
  imageUrl: string;
  width: number;
  height: number;
}
