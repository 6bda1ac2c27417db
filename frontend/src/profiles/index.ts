import ProfilesIcon from '@mui/icons-material/PeopleAltOutlined';
import { lazyScreen } from '../platform/lazyScreen';

export default {
  list: lazyScreen(() => import('./ProfileList').then((module) => module.ProfileList)),
  icon: ProfilesIcon,
};
