export interface Like {
  ltkId: string;
  dateLiked: string;
}
