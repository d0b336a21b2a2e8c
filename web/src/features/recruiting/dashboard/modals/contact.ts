/** "+51 987 654 321": the phone with its country code, or ''. */
export function phoneWithCode(application: { countryCode: string; phoneNumber: string }): string {
  return [application.countryCode, application.phoneNumber].filter(Boolean).join(' ');
}
