/** "+51 987 654 321": the phone with its country code, or ''. */
function phoneWithCode(application: { countryCode: string; phoneNumber: string }): string {
  return [application.countryCode, application.phoneNumber].filter(Boolean).join(' ');
}

/** The email (a mailto link) and phone rows of a candidate's details list; `callable` makes the phone a tel: link. */
export function ContactRows({
  application,
  callable = false,
}: {
  application: { email: string; countryCode: string; phoneNumber: string };
  callable?: boolean;
}) {
  const phone = phoneWithCode(application);
  const shownPhone = callable && phone ? <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a> : phone;
  return (
    <>
      <dt>Correo electrónico</dt>
      <dd>
        <a href={`mailto:${application.email}`}>{application.email}</a>
      </dd>
      <dt>Teléfono</dt>
      <dd>{shownPhone || 'No indicado'}</dd>
    </>
  );
}
