import { ApiError } from '../../api/client';
import { signUp } from '../../api/auth-api';
import { AccountFormScreen } from './account-form-screen';
import copy from '../../../schemas/copy/pages.json';

/** /will/register */
export default function RegisterScreen() {
  return (
    <AccountFormScreen
      stepId="register"
      send={(data) => signUp({ name: String(data.name), email: String(data.email), password: String(data.password) })}
      fieldErrorsFor={(error) => (error instanceof ApiError && /exist/i.test(error.message) ? { email: [copy.register.emailTaken] } : null)}
      aside={{ text: copy.register.haveAccount, link: copy.register.signInLink, to: '/will/sign-in' }}
    />
  );
}
