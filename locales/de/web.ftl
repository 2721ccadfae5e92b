# The public web pages.
