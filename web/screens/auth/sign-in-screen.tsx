import { ApiError } from '../../api/client';
import { signIn } from '../../api/auth-api';
import { AccountFormScreen } from './account-form-screen';
import copy from '../../../schemas/copy/pages.json';

/** /will/sign-in */
export default function SignInScreen() {
  return (
    <AccountFormScreen
      stepId="sign-in"
      send={(data) => signIn({ email: String(data.email), password: String(data.password) })}
      fieldErrorsFor={(error) => (error instanceof ApiError && error.status === 401 ? { email: [copy.signIn.wrongDetails] } : null)}
      aside={{ text: copy.signIn.noAccount, link: copy.signIn.registerLink, to: '/will/register' }}
    />
  );
}
