/**
 * The routes whose rate limit counts per client address, each with its reason (decision 066).
 * Every other limited route counts per signed-in person (`perWriter`): a school behind one
 * address must not share one allowance among its pupils. A route that needs a session has no
 * place here; rate-limit-owners.test.ts fails for a per-address route missing from this list.
 */
const signIn = 'signing in or unlocking: per address, so guessing passwords stays bounded';
const signUp = 'signing up before there is an account: per address';
const tokenLink =
  'a link from an e-mail (its token is the capability, no session): per address, so tokens cannot be guessed quickly';
const publicRead = 'a public read visitors make: per address';
const visitorForm = 'a form visitors may send: per address';
const provider = "called by a payment provider or its stand-in page, never by a user's session";

export const perAddressRoutes: Record<string, string> = {
  'POST /api/User/SignIn': signIn,
  'POST /api/User/UnlockSignIn': signIn,
  'POST /api/User/studentSignIn': signIn,
  'POST /api/Classes/GetSignInNames': `${signIn} (the class code's sign-in names)`,
  'POST /api/User/Logout': 'signing out works with or without a live session',
  'POST /api/User/SignUp': signUp,
  'POST /api/User/GoogleSignUp': signUp,
  'POST /api/User/CheckUserNameExist': signUp,
  'POST /api/User/CheckEmailExist': signUp,
  'POST /api/User/ResendActiveEmailWhenSignUp': signUp,
  'POST /api/User/ForgotPassword': `${signIn} (a reset mail for any address)`,
  'POST /api/User/GetForgotInfo': tokenLink,
  'POST /api/User/GenerateNewPwd': tokenLink,
  'POST /api/User/GetActiveInfo': tokenLink,
  'POST /api/User/ActiveEmail': tokenLink,
  'POST /api/User/GetParentConsentInfo': tokenLink,
  'POST /api/User/ConfirmParentConsent': tokenLink,
  'POST /api/User/WithdrawParentConsent': tokenLink,
  'POST /api/User/GetBirthdayChangeInfo': tokenLink,
  'POST /api/User/AnswerBirthdayChange': tokenLink,
  'POST /api/EmailNotification/CancelEmailNotification': tokenLink,
  'POST /api/v1/user/invitation_code/check': 'checks an invitation code before signing up',
  'POST /api/User/GetInviteTypeName': 'checks an invitation code before signing up',
  'POST /api/Invitation/Check': 'checks a plan invitation before signing in',
  'POST /api/User/DistrictEmail': visitorForm,
  'POST /api/Help/Ask': visitorForm,
  'POST /api/Artwork/Artist': publicRead,
  'POST /api/Artwork/Artists': publicRead,
  'POST /api/Artwork/ArtworkBooks': publicRead,
  'POST /api/Artwork/Browse': publicRead,
  'POST /api/Artwork/GetArtwork': publicRead,
  'POST /api/Artwork/Tags': publicRead,
  'POST /api/Writes/ArtworkCount': publicRead,
  'POST /api/ArtShop/Work': publicRead,
  'POST /api/ArtShop/Works': publicRead,
  'POST /api/Blog/Get': publicRead,
  'POST /api/Blog/List': publicRead,
  'POST /api/Challenges/Get': publicRead,
  'POST /api/Challenges/List': publicRead,
  'POST /api/Challenges/Unit': publicRead,
  'POST /api/Challenges/Units': publicRead,
  'POST /api/Guides/Get': publicRead,
  'POST /api/Guides/List': publicRead,
  'POST /api/Classes/GetShowcase': publicRead,
  'POST /api/Help/Faq': publicRead,
  'POST /api/Help/FaqEntry': publicRead,
  'POST /api/Help/Updates': publicRead,
  'POST /api/Search/Artists': publicRead,
  'POST /api/Search/Books': publicRead,
  'POST /api/User/GetExchangeRate': publicRead,
  'POST /api/User/GetMembershipDiscount': publicRead,
  'POST /api/User/GetMinSchoolPlanNum': publicRead,
  'GET /api/Statistics/CarouselShare': 'a share link anyone follows',
  'POST /api/Pay/Webhook/:provider': provider,
  'GET /api/Pay/Sandbox/Checkout': provider,
  'POST /api/Pay/Sandbox/Checkout': provider,
};
