export interface Wish {
  id: string;
  ltkId: string | null;
  productId: string | null;
  /** The product (in a post) that is wished. */
  ltkProductId: string;
  wishCollectionId: string;
  dateCreated: string;
}

export interface WishCollection {
  id: string;
  name: string;
  isDefault: boolean;
  wishCount: number;
  userId: string;
  shareHash: string;
  coverImageUrls: string[];
  dateCreated: string;
}
