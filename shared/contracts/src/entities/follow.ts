export interface Follow {
  id: string;
  profileId: string;
  dateCreated: string;
}
