"""`python -m fibur_director` opens the desk."""

import sys

from fibur_director.app import main

sys.exit(main())
