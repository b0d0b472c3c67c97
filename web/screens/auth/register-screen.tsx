import { ApiError } from '../../api/client';
import { signIn, signUp } from '../../api/auth-api';
import { AccountFormScreen } from './account-form-screen';
import copy from '../../../schemas/copy/pages.json';

/** /will/register */
export default function RegisterScreen() {
  return (
    <AccountFormScreen
      stepId="register"
      // Sign-up answers alike whether or not the address has an account, so it signs no one in: signing in follows.
      send={async (data) => {
        const account = { email: String(data.email), password: String(data.password) };
        await signUp({ name: String(data.name), ...account });
        return signIn(account);
      }}
      fieldErrorsFor={(error) => (error instanceof ApiError && /exist/i.test(error.message) ? { email: [copy.register.emailTaken] } : null)}
      aside={{ text: copy.register.haveAccount, link: copy.register.signInLink, to: '/will/sign-in' }}
    />
  );
}
