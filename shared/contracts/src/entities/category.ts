export interface CategoryAction {
  actionType: string;
  feedHashtag?: string;
}

export interface Category {
  key: string;
  title: string;
  subtitle: string;
  url: string;
  imageUrl: string;
  actions: CategoryAction[];
}

/** A presentation module of category bubbles (POST /v1/presentation/modules/v1_bubbles). */
export interface BubblesModule {
  id: string;
  type: string;
  title: string;
  items: Category[];
}
