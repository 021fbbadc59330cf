import { shellMessages } from './shell-messages';

/**
 * Error codes and their SPEC §8 texts. The English text is the message key: the server sends it
 * as `msg` and its translation as `message`; the client branches on `code`, never on the text.
 * One map turns a code into an HTTP status (`httpStatusFor`).
 */
export { ErrorCode, httpStatusFor } from './error-codes';

/** SPEC §8 texts, verbatim. Keys are stable names used in code; values are the English texts. */
export const Message = {
  serverError: shellMessages.en.serverError,
  pageNotFound: shellMessages.en.pageNotFound,
  sessionExpired: shellMessages.en.sessionExpired,
  mustLogin: 'You must be logged in to access this',
  pleaseLogin: 'Please login first',
  noPermission: 'No permission',
  badInput: 'Some of the information you sent is not valid.',
  csrfRefused: shellMessages.en.csrfRefused,
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  payloadTooLarge: 'What you sent is too large.',
  unsupportedMedia: 'This kind of content is not accepted here.',
  busyRetry: 'The server is busy. Please try again in a moment.',
  conflict: 'This was changed somewhere else. Reload to see the newest version.',
  // Access and account
  needRegister: 'Sorry! You need to register with the product before you can sign in',
  adBlockGoogle: 'Ad blocking software may be blocking Google SignIn',
  notActivated: 'Your account has not been activated',
  invalidReferral: 'Invalid referral code',
  ownReferral: 'You cannot use your own referral code',
  redeemLimit: 'Sorry, you have exceeded the limit of redeem tickets this month',
  paidOnly: 'Sorry, this story is only visible to paid members',
  ageInappropriate: 'This content is not appropriate for your age level',
  // Validation (SPEC §5)
  emailFormat: 'Incorrect email format!',
  passwordsMismatch: 'Passwords do not match',
  classPasscodeFormat: 'Incorrect class passcode format',
  studentPasswordDigits: 'The password must consist of four digits.',
  familyPlanMembers:
    'Family plan requires at least two members to participate and up to five participants.',
  schoolPlanFewer: 'You cannot purchase a school plan with fewer people than currently available.',
  totalAboveZero: 'Your order total price must be greater than 0.',
  couponTotalAboveZero: 'Your total price should be greater than 0.',
  // Class
  membershipExpired: 'Sorry, your membership has expired. Please renew to resume the class.',
  trialExpired: 'Sorry, your free trial has expired. Become a member today to unlock more fun.',
  becomeSchoolMember: 'Become a school plan member today...',
  schoolPlanExpired: 'Sorry, your school plan has expired...',
  classEnded: 'Sorry, this class has already ended',
  alreadyJoined: "You've already joined this class",
  classNotCovered:
    'Whoops, this class is not covered with the School Plan, individual membership needed',
  addStudentsNeedPlan: 'In order to add students, you must be part of a school plan.',
  accountsUsedUp: 'All the accounts have been used up, please ask your teacher for help.',
  // Classes (SPEC §5; the rest decision 027)
  assignmentDueDate: 'An assignment needs a due date.',
  // Decision 068: a challenge every student of the class can take, and an untitled one's name.
  assignChallengeMembersOnly:
    'This challenge is for members only, and not every student of this class is a member, so it cannot be assigned to the class.',
  assignChallengeAgeLevel:
    'This challenge is for ages {level}, and some students of this class are younger, so it cannot be assigned to the class.',
  untitledChallengeAssignment: 'Challenge assignment',
  compilationTooFew: 'A compilation needs at least 5 comics or 5 poems.',
  studentInputEmpty: 'Please enter the student name and email.',
  studentLineName: 'Line {line}: names use only letters and digits.',
  studentLineEmail: 'Line {line}: Incorrect email format!',
  studentLineComma:
    'Line {line}: put one comma between the name and the email, and no comma in them.',
  studentInputTooMany: 'Please add at most 200 students at a time.',
  oneRosterEnrollments:
    'The enrollments.csv file needs the columns classSourcedId, userSourcedId and role; users.csv needs sourcedId.',
  studentCsvColumns: 'The file needs a "name" column (or "givenName" in a OneRoster users.csv).',
  studentCsvQuote: 'Line {line}: a quoted value is not closed.',
  classMemberLimit: 'A class can have at most 40 members without a school plan.',
  notSubmitted: 'This story is not waiting for your review.',
  handOverFirst: 'Hand the class over to another teacher before you leave it.',
  notAClassTeacher: 'Choose a teacher of this class.',
  studentsJoinByCode: 'Teachers and class students do not join classes by code.',
  // Payment
  payFailed: 'Pay failed, please try again.',
  payFail: 'Pay Fail',
  paymentMethodUnsupported: 'The Payment methods are not supported.',
  monthlyInSchoolPlan: "You're in School Plan, Monthly Plan is not available.",
  noSuchPackage: 'No this kind of package',
  // Confirmations
  joinedSuccessfully: 'Joined successfully!',
  resetPasswordSuccess: 'Reset password success',
  generateSuccess: 'Generate success',
  thanksForPayment: 'Thank you for your payment!',
  // Accounts and sessions (validation texts SPEC §5 leaves unworded, and account errors)
  usernameFormat: 'Usernames use 3 to 20 letters, digits or _.',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'This email is already registered.',
  emailSame: 'This is already your email.',
  passwordTooShort: 'Use at least 8 characters for your password.',
  passwordTooLong: 'Use at most 128 characters for your password.',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  passwordBlank: 'A password cannot be only spaces.',
  passwordIsUsername: 'Your password cannot be your username. Please choose another one.',
  birthdayInvalid: 'Birthday must be a valid date.',
  countryInvalid: 'Please choose a country from the list.',
  nameInvalid: 'Names use at most 50 characters.',
  adultsOnly: 'Teacher and parent accounts are for adults (18 or older).',
  parentEmailNeeded: "Writers under 13 need a parent's email so the parent can agree.",
  parentEmailIsOwn:
    "The parent's email must be the parent's own address, not yours (the parent agrees from it).",
  parentEmailLocked:
    'Your parent has already answered from the address we have, so it cannot be changed here. If that address is wrong, your parent can write to us.',
  birthdayChangePending:
    "Your new birthday is waiting for your parent's confirmation. Until then your account keeps the birthday it has.",
  birthdayChangeStaff:
    'Your new birthday is waiting for a Storyloom staff member to confirm it. Until then your account keeps the birthday it has.',
  signInFailed: 'The username, email or password is incorrect.',
  accountDisabled: 'This account has been disabled.',
  wrongPassword: 'The password is incorrect.',
  linkInvalid: 'This link is invalid or has expired.',
  alreadyActive: 'Your account is already active.',
  totpRequired: 'Enter the 6-digit code from your authenticator app.',
  totpInvalid: 'That code is not right. Try the newest code from your authenticator app.',
  secondFactorRequired: 'Turn on two-step sign-in to use staff tools.',
  googleSignInFailed: 'Google sign-in could not be verified. Please try again.',
  avatarImageInvalid: 'Please upload a PNG, JPEG or WebP image.',
  // Artwork and uploads
  imageTypeUnsupported: 'Please upload a PNG, JPEG, WebP or GIF image.',
  imageTooLarge: 'This image is too large. Images can be at most {maxMb} MB.',
  imageTooManyPixels:
    'This image has too many pixels. Images can be at most {maxMegapixels} megapixels.',
  imageUnreadable: 'This image could not be read. It may be damaged.',
  artistOnly: 'Only artist accounts can upload artwork.',
  uploadLinkInvalid: 'This upload link is invalid or has expired. Please try again.',
  uploadNotFound: 'The uploaded file was not found. Please upload it again.',
  artSetEmpty: 'There is no artwork to start from here yet. Please choose another artist or tag.',
  // The art shop
  shopOnHoliday: 'This shop is on holiday. Its prints can be bought again when the artist is back.',
  notForSale: 'This print is not for sale (any more).',
  licenceForbidsSale: "This artwork's licence does not allow selling prints of it.",
  adultBuyersOnly: 'Prints are bought by adults (18 or older). Ask a parent to buy it for you.',
  payoutOverBalance: 'A payout cannot be more than the artist’s balance.',
  // Crowns and tickets
  notEnoughCrowns: 'You do not have enough crowns for this yet.',
  notEnoughTickets: 'You have no review tickets left.',
  // Books and the editors
  bookContentInvalid: 'Part of this book is not in a shape that can be saved.',
  bookNotEditable: 'This story cannot be changed right now. Move it back to draft to edit it.',
  bookWordLimit: 'Flash fiction can have at most {max} words. This story has {count}.',
  artworkNotInArtSet: 'This artwork is not part of the art chosen for this book.',
  moveNotAllowed: 'This cannot be done to a story in its current state.',
  bookPageLimit: 'A picture book can have at most {max} pages.',
  bookChapterLimit: 'A longform story can have at most {max} chapters.',
  artSetOtherType: 'This art was chosen for another kind of book.',
  bookTypeNotReady: 'This kind of book cannot be written here yet.',
  // Comics
  notAComic: 'This book is not a comic.',
  comicPageLimit: 'A comic can have at most {max} pages.',
  comicArtworkNotUsable:
    'This picture is not in the comic artwork library, so it cannot be used in a comic.',
  comicTransferSelf: 'Choose another account to give this comic to.',
  comicTransferState: 'A comic that is waiting for review or published cannot be given away.',
  comicTransferPending: 'This comic is already waiting for someone to accept it.',
  comicTransferClosed: 'This offer is no longer open.',
  comicTransferNotAllowed:
    'Comics can be given only between two adult accounts, or within a family plan or a class. This account cannot be offered a comic by you.',
  comicTransferScreen:
    'This comic has something a moderator must look at first (such as an email, a phone number, a link or a blocked word), so it cannot be given away.',
  bookTransferSelf: 'Choose another account to give this book to.',
  bookTransferState:
    'Only a draft, returned or private book that is not in a class can be given away. Make a published book private first.',
  bookTransferPending: 'This book is already waiting for someone to accept it.',
  bookTransferClosed: 'This offer is no longer open.',
  bookTransferNotAllowed:
    'Books can be given only between two adult accounts, or within a family plan or a class. This account cannot be offered a book by you.',
  bookTransferScreen:
    'This book has something a moderator must look at first (such as an email, a phone number, a link or a blocked word), so it cannot be given away.',
  // Publishing information (SPEC §5 "Publishing"; SPEC gives the rules, not their texts)
  bookLanguageRequired: 'Please choose the language of your story.',
  bookSummaryTooLong: 'The summary can have at most 500 characters.',
  bookTagsFormat: 'Separate tags with spaces. A tag has letters or digits, at most 30 of them.',
  bookTooManyTags: 'Use at most 10 tags.',
  bookCategoriesMax: 'Choose at most two categories.',
  bookCategoryUnknown: 'Please choose categories from the list.',
  bookAgeLevelInvalid: 'Please choose an age level from the list.',
  // Publishing and moderation (issue "Publishing with moderation")
  publishNeedsTicket:
    'You need a review ticket to publish a story for everyone. Members get 10 tickets every month, and 70 crowns can be redeemed for a ticket.',
  parentConsentNeeded:
    'A parent needs to agree before you can publish stories for everyone. You can still write and keep your stories private.',
  alreadyInReview: 'This story is already waiting for review.',
  alreadyPublished: 'This story is already published.',
  publishWithTeacher: 'This story is with your teacher. Move it back to draft first.',
  notUnderReview: 'This story is not waiting for review.',
  notPublishedYet: 'Only published stories can be featured.',
  notInClass: 'You are not in a class yet, so there is no teacher to send this story to.',
  claimedByOther: 'Another moderator is reviewing this story right now.',
  alreadyDecided: 'This has already been decided.',
  reportOwnBook: 'You cannot report your own story.',
  moderationNoteNeeded: 'Please write a note that says what needs to change.',
  // Plans and membership (SPEC §5 school count; the rest decision 024)
  schoolPlanMembers:
    'You have added {min} teachers and students in your class. Please enter a number {min}-200 to cover all the current accounts.',
  // Payments (decision 026)
  couponInvalid: 'This coupon code is not valid.',
  couponNotForMonthly: 'Coupons are not offered for the monthly plan.',
  payPending: 'Your payment is still being processed.',
  // Custom orders (decision 053): the admin's quote, on the form and from the server alike
  customQuoteAccounts: 'Enter a whole number of accounts from 1 to {max}.',
  customQuotePrice: 'Enter an agreed price above 0 and at most {max} US$, in whole cents.',
} as const;
export type MessageKey = keyof typeof Message;
