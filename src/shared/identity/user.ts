/** The signed-in user as GET /api/user, /api/login and the account calls answer it (product.md §3). */
export type CurrentUser = {
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
  mustChangePassword: boolean;
  /** "database" when a picture was uploaded (served from /api/user/profile-picture), else a URL or null. */
  profilePicture: string | null;
  mobile: string | null;
  lastLoginAt: string | null;
};
