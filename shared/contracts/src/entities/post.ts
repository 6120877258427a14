/** One photo or video of a post. */
export interface PostMedia {
  type: string;
  url: string;
  width: number;
  height: number;
}

export interface PostAttributes {
  featured: boolean;
  hashtags: string[];
}

/** A post ("ltk") as the api returns it (section 3). */
export interface Post {
  id: string;
  profileId: string;
  hash: string;
  title: string;
  caption: string;
  heroImage: string;
  heroImageWidth: number;
  heroImageHeight: number;
  /** Product ids in display order. */
  productIds: string[];
  postProductCount: number;
  shareUrl: string;
  coverPhotoIds: string[];
  media: PostMedia[];
  hashtags: string[];
  attributes: PostAttributes;
  datePublished: string;
  status: string;
}
